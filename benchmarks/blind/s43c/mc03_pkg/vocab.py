"""Roman numerals (as read off clock faces, chapter headings, tombstones) -> Arabic digits."""
import random

import torch

SRC_CHARS = "IVXLCDM"
TGT_CHARS = "0123456789"
PAD, SOS, EOS = 0, 1, 2
SRC_ITOS = ["<pad>", "<sos>", "<eos>"] + list(SRC_CHARS)
TGT_ITOS = ["<pad>", "<sos>", "<eos>"] + list(TGT_CHARS)
SRC_STOI = {c: i for i, c in enumerate(SRC_ITOS)}
TGT_STOI = {c: i for i, c in enumerate(TGT_ITOS)}

_TABLE = [(1000, "M"), (900, "CM"), (500, "D"), (400, "CD"), (100, "C"), (90, "XC"),
          (50, "L"), (40, "XL"), (10, "X"), (9, "IX"), (5, "V"), (4, "IV"), (1, "I")]


def to_roman(n):
    out = []
    for value, sym in _TABLE:
        while n >= value:
            out.append(sym)
            n -= value
    return "".join(out)


def encode_pair(n):
    src = [SRC_STOI[c] for c in to_roman(n)] + [EOS]
    tgt = [TGT_STOI[c] for c in str(n)] + [EOS]
    return src, tgt


def pad_batch(seqs):
    lens = torch.tensor([len(s) for s in seqs])
    out = torch.full((len(seqs), int(lens.max())), PAD, dtype=torch.long)
    for i, s in enumerate(seqs):
        out[i, :len(s)] = torch.tensor(s)
    return out, lens


def split_numbers(max_n=1999, n_test=200, seed=0):
    nums = list(range(1, max_n + 1))
    random.Random(seed).shuffle(nums)
    return nums[n_test:], nums[:n_test]


def batches(numbers, batch_size, shuffle=True, seed=0):
    nums = list(numbers)
    if shuffle:
        random.Random(seed).shuffle(nums)
    for i in range(0, len(nums), batch_size):
        chunk = nums[i:i + batch_size]
        pairs = [encode_pair(n) for n in chunk]
        src, src_lens = pad_batch([p[0] for p in pairs])
        tgt, tgt_lens = pad_batch([p[1] for p in pairs])
        yield chunk, src, src_lens, tgt, tgt_lens
