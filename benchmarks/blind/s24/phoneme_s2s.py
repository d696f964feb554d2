"""Grapheme-to-phoneme style seq2seq: GRU encoder/decoder with scheduled teacher forcing."""
import random

import torch
import torch.nn.functional as F
from torch import nn

LETTERS = "abcdefghij"
PHONEMES = ["<pad>", "<s>", "</s>"] + [f"{c}{v}" for c in "ptkmn" for v in "aeiou"]
PAD, BOS, EOS = 0, 1, 2


def spell(word):
    """Each letter maps to one or two phoneme ids depending on its neighbour."""
    out = []
    for k, ch in enumerate(word):
        base = 3 + (LETTERS.index(ch) * 2) % 25
        out.append(base)
        if k + 1 < len(word) and word[k + 1] in "aeiou":
            out.append(3 + (base + 7) % 25)
    return out


def make_pairs(n):
    pairs = []
    for _ in range(n):
        word = "".join(random.choice(LETTERS) for _ in range(random.randint(3, 7)))
        src = [LETTERS.index(c) + 1 for c in word]
        pairs.append((src, [BOS] + spell(word) + [EOS]))
    return pairs


def pad(seqs):
    width = max(len(s) for s in seqs)
    return torch.tensor([s + [PAD] * (width - len(s)) for s in seqs])


class Seq2Seq(nn.Module):
    def __init__(self, n_letters, n_phonemes, hidden=64):
        super().__init__()
        self.src_embed = nn.Embedding(n_letters + 1, 32, padding_idx=0)
        self.tgt_embed = nn.Embedding(n_phonemes, 32, padding_idx=PAD)
        self.encoder = nn.GRU(32, hidden, batch_first=True)
        self.decoder = nn.GRUCell(32, hidden)
        self.out = nn.Linear(hidden, n_phonemes)

    def forward(self, src, tgt, teacher_ratio):
        _, h = self.encoder(self.src_embed(src))
        h = h.squeeze(0)
        token = tgt[:, 0]
        logits = []
        for t in range(1, tgt.size(1)):
            h = self.decoder(self.tgt_embed(token), h)
            step_logits = self.out(h)
            logits.append(step_logits)
            if random.random() < teacher_ratio:
                token = tgt[:, t]
            else:
                token = step_logits.argmax(dim=1)
        return torch.stack(logits, dim=1)


def sequence_accuracy(model, pairs):
    model.eval()
    with torch.no_grad():
        src = pad([p[0] for p in pairs])
        tgt = pad([p[1] for p in pairs])
        pred = model(src, tgt, teacher_ratio=0.0).argmax(dim=2)
        mask = tgt[:, 1:] != PAD
        exact = ((pred == tgt[:, 1:]) | ~mask).all(dim=1)
    model.train()
    return exact.float().mean().item()


def main():
    torch.manual_seed(0)
    torch.set_num_threads(1)
    random.seed(0)
    train_pairs, test_pairs = make_pairs(2000), make_pairs(500)
    model = Seq2Seq(len(LETTERS), len(PHONEMES))
    optimizer = torch.optim.Adam(model.parameters(), lr=3e-3)
    for epoch in range(8):
        teacher_ratio = max(0.3, 1.0 - 0.1 * epoch)
        random.shuffle(train_pairs)
        stats = {"loss": 0.0, "pairs": 0}
        for start in range(0, len(train_pairs), 64):
            chunk = train_pairs[start:start + 64]
            src = pad([p[0] for p in chunk])
            tgt = pad([p[1] for p in chunk])
            logits = model(src, tgt, teacher_ratio)
            loss = F.cross_entropy(logits.flatten(0, 1), tgt[:, 1:].flatten(), ignore_index=PAD)
            optimizer.zero_grad()
            loss.backward()
            nn.utils.clip_grad_norm_(model.parameters(), 1.0)
            optimizer.step()
            stats["loss"] += loss * len(chunk)
            stats["pairs"] += len(chunk)
        print(f"epoch {epoch}  teacher {teacher_ratio:.1f}  "
              f"train ce {stats['loss'] / stats['pairs']:.4f}  "
              f"test exact match {sequence_accuracy(model, test_pairs):.3f}")


if __name__ == "__main__":
    main()
