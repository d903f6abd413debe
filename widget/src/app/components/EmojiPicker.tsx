import { useLingui } from '@lingui/react/macro';
import styled from 'styled-components';

// A lazy chunk: the first screen never pays for it.
const EMOJI =
  '😀 😃 😄 😁 😆 😅 😂 🤣 😊 😇 🙂 🙃 😉 😌 😍 🥰 😘 😋 😛 😜 🤪 🤗 🤔 🤨 😐 😑 😶 🙄 😏 😬 😮 😯 😲 😳 🥺 😢 😭 😤 😠 😡 🤯 😱 😴 🤒 🤕 🤢 😎 🤓 🧐 👍 👎 👌 ✌️ 🤞 🙏 👏 🙌 👋 💪 ❤️ 🧡 💛 💚 💙 💜 🖤 💔 ✨ 🔥 🎉 🎁 ⭐ ✅ ❌ ❓ ❗ 💡 📦 📞 📧 🕒 🚚 💳 🛒 🏠'.split(
    ' ',
  );

export function EmojiPicker({ onPick }: { onPick: (emoji: string) => void }) {
  const { t } = useLingui();
  return (
    <Grid role="listbox" aria-label={t`Emoji`}>
      {EMOJI.map((e) => (
        <button key={e} type="button" role="option" aria-selected="false" onClick={() => onPick(e)}>
          {e}
        </button>
      ))}
    </Grid>
  );
}

const Grid = styled.div`
  position: absolute;
  right: 8px;
  bottom: 100%;
  display: grid;
  grid-template-columns: repeat(8, 1fr);
  gap: 2px;
  width: 296px;
  max-height: 200px;
  margin-bottom: 6px;
  padding: 8px;
  overflow-y: auto;
  border-radius: 12px;
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadow};
  button {
    padding: 4px;
    border: 0;
    border-radius: 6px;
    background: none;
    font-size: 20px;
    cursor: pointer;
  }
  button:hover {
    background: ${({ theme }) => theme.colors.background};
  }
`;
