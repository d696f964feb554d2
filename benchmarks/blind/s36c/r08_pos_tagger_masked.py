"""BiLSTM part-of-speech tagger on variable-length sentences (synthetic treebank).

usage: python r08_pos_tagger_masked.py [--epochs 6] [--hidden 64]
"""
import argparse
import random

import torch
import torch.nn as nn
import torch.nn.functional as F

TAGS = ["DET", "NOUN", "VERB", "ADJ", "ADP", "PRON"]
PAD = 0


def build_lexicon(rng):
    words = {tag: [f"{tag.lower()}{i}" for i in range(12)] for tag in TAGS}
    # a few ambiguous forms that can be NOUN or VERB depending on context
    ambiguous = [f"amb{i}" for i in range(6)]
    vocab = ["<pad>", "<unk>"] + [w for ws in words.values() for w in ws] + ambiguous
    return words, ambiguous, {w: i for i, w in enumerate(vocab)}


def make_sentence(words, ambiguous, rng):
    tags = []
    for _ in range(rng.randint(1, 4)):
        tags += rng.choice([["DET", "NOUN", "VERB"], ["PRON", "VERB", "DET", "ADJ", "NOUN"],
                            ["DET", "ADJ", "NOUN", "ADP", "DET", "NOUN"], ["PRON", "VERB"]])
    tokens = []
    for tag in tags:
        if tag in ("NOUN", "VERB") and rng.random() < 0.25:
            tokens.append(rng.choice(ambiguous))
        else:
            tokens.append(rng.choice(words[tag]))
    return tokens, tags


def encode(corpus, w2i):
    t2i = {t: i for i, t in enumerate(TAGS)}
    return [(torch.tensor([w2i.get(w, 1) for w in toks]), torch.tensor([t2i[t] for t in tags]))
            for toks, tags in corpus]


def sequence_mask(lengths, max_len):
    mask = torch.Tensor(len(lengths), max_len)
    for i, n in enumerate(lengths.tolist()):
        mask[i, :n] = 1.0
    return mask


def collate(batch):
    lengths = torch.tensor([len(x) for x, _ in batch])
    tokens = nn.utils.rnn.pad_sequence([x for x, _ in batch], batch_first=True,
                                       padding_value=PAD)
    tags = nn.utils.rnn.pad_sequence([y for _, y in batch], batch_first=True,
                                     padding_value=0)
    return tokens, tags, lengths, sequence_mask(lengths, tokens.shape[1])


class BiLSTMTagger(nn.Module):
    def __init__(self, vocab_size, n_tags, emb=32, hidden=64, dropout=0.2):
        super().__init__()
        self.embed = nn.Embedding(vocab_size, emb, padding_idx=PAD)
        self.lstm = nn.LSTM(emb, hidden, batch_first=True, bidirectional=True)
        self.drop = nn.Dropout(dropout)
        self.out = nn.Linear(2 * hidden, n_tags)

    def forward(self, tokens, lengths):
        packed = nn.utils.rnn.pack_padded_sequence(self.embed(tokens), lengths,
                                                   batch_first=True, enforce_sorted=False)
        h, _ = self.lstm(packed)
        h, _ = nn.utils.rnn.pad_packed_sequence(h, batch_first=True,
                                                total_length=tokens.shape[1])
        return self.out(self.drop(h))


def masked_nll(logits, tags, mask):
    nll = F.cross_entropy(logits.transpose(1, 2), tags, reduction="none")
    return (nll * mask).sum() / mask.sum()


def token_accuracy(model, data, batch_size):
    model.eval()
    correct = total = 0
    with torch.no_grad():
        for i in range(0, len(data), batch_size):
            tokens, tags, lengths, _ = collate(data[i:i + batch_size])
            pred = model(tokens, lengths).argmax(-1)
            valid = tokens != PAD
            correct += (pred.eq(tags) & valid).sum().item()
            total += valid.sum().item()
    model.train()
    return correct / total


def main():
    p = argparse.ArgumentParser()
    p.add_argument("--sentences", type=int, default=900)
    p.add_argument("--epochs", type=int, default=6)
    p.add_argument("--batch-size", type=int, default=32)
    p.add_argument("--hidden", type=int, default=64)
    p.add_argument("--lr", type=float, default=3e-3)
    args = p.parse_args()

    rng = random.Random(0)
    torch.manual_seed(0)
    torch.set_num_threads(1)
    words, ambiguous, w2i = build_lexicon(rng)
    corpus = [make_sentence(words, ambiguous, rng) for _ in range(args.sentences)]
    data = encode(corpus, w2i)
    n_dev = len(data) // 6
    train, dev = data[n_dev:], data[:n_dev]
    print(f"{len(train)} train / {len(dev)} dev sentences, vocab {len(w2i)}")

    model = BiLSTMTagger(len(w2i), len(TAGS), hidden=args.hidden)
    optimizer = torch.optim.Adam(model.parameters(), lr=args.lr)
    for epoch in range(1, args.epochs + 1):
        rng.shuffle(train)
        epoch_loss = 0.0
        for i in range(0, len(train), args.batch_size):
            tokens, tags, lengths, mask = collate(train[i:i + args.batch_size])
            loss = masked_nll(model(tokens, lengths), tags, mask)
            optimizer.zero_grad()
            loss.backward()
            nn.utils.clip_grad_norm_(model.parameters(), 5.0)
            optimizer.step()
            epoch_loss += loss.item()
        n_batches = (len(train) + args.batch_size - 1) // args.batch_size
        print(f"epoch {epoch}: loss {epoch_loss / n_batches:.4f} "
              f"dev acc {token_accuracy(model, dev, args.batch_size):.4f}")


if __name__ == "__main__":
    main()
