import re


class SubwordTokenizer:
    """Splits words into at most 4-character pieces ("##" marks continuations). Words registered
    with add_tokens are kept whole."""

    def __init__(self, corpus_words, piece_len=4):
        self.piece_len = piece_len
        pieces = sorted({p for w in corpus_words for p in self._split(w)})
        self.vocab = {t: i for i, t in enumerate(["[PAD]", "[UNK]"] + pieces)}
        self.added_tokens = set()

    def _split(self, word):
        chunks = [word[i:i + self.piece_len] for i in range(0, len(word), self.piece_len)]
        return [chunks[0]] + ["##" + c for c in chunks[1:]]

    def add_tokens(self, tokens):
        new = [t for t in tokens if t not in self.vocab]
        for t in new:
            self.vocab[t] = len(self.vocab)
            self.added_tokens.add(t)
        return len(new)

    def __len__(self):
        return len(self.vocab)

    def tokenize_word(self, word):
        if word in self.added_tokens:
            return [word]
        return self._split(word.lower()) if not re.fullmatch(r"[A-Z]{3}", word) else self._split(word)

    def encode_words(self, words):
        """Returns piece ids and, for each piece, the index of the word it belongs to."""
        ids, word_index = [], []
        for wi, w in enumerate(words):
            for piece in self.tokenize_word(w):
                ids.append(self.vocab.get(piece, 1))
                word_index.append(wi)
        return ids, word_index
