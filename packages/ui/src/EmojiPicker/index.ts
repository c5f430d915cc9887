export {
  EmojiPicker,
  emojiPickerDefaultFrequent,
  emojiPickerDefaultLabels,
  emojiPickerSides,
  type EmojiPickerProps,
  type EmojiPickerCustomEmoji,
  type EmojiPickerLabels,
} from './EmojiPicker.tsx';
