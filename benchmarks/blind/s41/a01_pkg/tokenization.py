import re
from collections import Counter

_SPLIT = re.compile(r"\[[A-Z_]+\]|[A-Za-z]+|\d+|[^\sA-Za-z\d]")


class TicketTokenizer:
    """Word-level tokenizer with a small HF-like API (add_special_tokens, __len__, __call__)."""

    pad_token, unk_token, cls_token = "[PAD]", "[UNK]", "[CLS]"

    def __init__(self, vocab):
        self.vocab = dict(vocab)
        self.additional_special_tokens = []

    @classmethod
    def train_new_from_iterator(cls, texts, min_frequency=2, vocab_size=3000):
        counts = Counter(tok for text in texts for tok in cls.tokenize(text))
        words = [w for w, c in counts.most_common(vocab_size)
                 if c >= min_frequency and not w.startswith("[")]
        return cls({tok: i for i, tok in enumerate([cls.pad_token, cls.unk_token, cls.cls_token] + words)})

    @staticmethod
    def tokenize(text):
        return [t if t.startswith("[") else t.lower() for t in _SPLIT.findall(text)]

    def __len__(self):
        return len(self.vocab)

    @property
    def pad_token_id(self):
        return self.vocab[self.pad_token]

    def add_special_tokens(self, special_tokens_dict):
        added = 0
        for tok in special_tokens_dict.get("additional_special_tokens", []):
            if tok not in self.vocab:
                self.vocab[tok] = len(self.vocab)
                self.additional_special_tokens.append(tok)
                added += 1
        return added

    def convert_tokens_to_ids(self, tokens):
        unk = self.vocab[self.unk_token]
        return [self.vocab.get(t, unk) for t in tokens]

    def __call__(self, texts, max_length=32):
        batch = [[self.cls_token] + self.tokenize(t)[: max_length - 1] for t in texts]
        width = max(len(b) for b in batch)
        input_ids, attention_mask = [], []
        for toks in batch:
            ids = self.convert_tokens_to_ids(toks)
            pad = width - len(ids)
            input_ids.append(ids + [self.pad_token_id] * pad)
            attention_mask.append([1] * len(ids) + [0] * pad)
        return {"input_ids": input_ids, "attention_mask": attention_mask}
