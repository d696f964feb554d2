"""Word-level LSTM language model with truncated BPTT (PTB-style example, toy corpus)."""
import argparse
import math
import time

import torch
import torch.nn as nn

CORPUS = (
    "the quick brown fox jumps over the lazy dog . "
    "a lazy dog sleeps under the old tree . "
    "the old fox runs past the brown tree . "
) * 40


class Dictionary:
    def __init__(self):
        self.word2idx = {}
        self.idx2word = []

    def add(self, word):
        if word not in self.word2idx:
            self.word2idx[word] = len(self.idx2word)
            self.idx2word.append(word)
        return self.word2idx[word]

    def __len__(self):
        return len(self.idx2word)


def batchify(data, bsz):
    nbatch = data.size(0) // bsz
    data = data[: nbatch * bsz]
    return data.view(bsz, -1).t().contiguous()


def get_batch(source, i, bptt):
    seq_len = min(bptt, len(source) - 1 - i)
    return source[i:i + seq_len], source[i + 1:i + 1 + seq_len].reshape(-1)


class RNNModel(nn.Module):
    def __init__(self, ntoken, ninp, nhid, nlayers, dropout=0.2):
        super().__init__()
        self.drop = nn.Dropout(dropout)
        self.encoder = nn.Embedding(ntoken, ninp)
        self.rnn = nn.LSTM(ninp, nhid, nlayers, dropout=dropout)
        self.decoder = nn.Linear(nhid, ntoken)
        self.nhid, self.nlayers = nhid, nlayers

    def forward(self, x, hidden):
        emb = self.drop(self.encoder(x))
        out, hidden = self.rnn(emb, hidden)
        return self.decoder(self.drop(out)).view(-1, self.decoder.out_features), hidden

    def init_hidden(self, bsz):
        w = next(self.parameters())
        return (w.new_zeros(self.nlayers, bsz, self.nhid), w.new_zeros(self.nlayers, bsz, self.nhid))


def repackage_hidden(h):
    """Wraps hidden states in new Tensors, to detach them from their history."""
    if isinstance(h, torch.Tensor):
        return h.detach()
    return tuple(repackage_hidden(v) for v in h)


def evaluate(model, data, bsz, bptt, criterion):
    model.eval()
    total = 0.0
    hidden = model.init_hidden(bsz)
    with torch.no_grad():
        for i in range(0, data.size(0) - 1, bptt):
            x, y = get_batch(data, i, bptt)
            out, hidden = model(x, hidden)
            total += len(x) * criterion(out, y).item()
    return total / (len(data) - 1)


def train_epoch(model, data, args, criterion, optimizer, epoch):
    model.train()
    hidden = model.init_hidden(args.batch_size)
    running, start = 0.0, time.time()
    for batch, i in enumerate(range(0, data.size(0) - 1, args.bptt)):
        x, y = get_batch(data, i, args.bptt)
        hidden = repackage_hidden(hidden)
        optimizer.zero_grad()
        out, hidden = model(x, hidden)
        loss = criterion(out, y)
        loss.backward()
        nn.utils.clip_grad_norm_(model.parameters(), args.clip)
        optimizer.step()
        running += loss.item()
        if (batch + 1) % args.log_interval == 0:
            cur = running / args.log_interval
            print(f"| epoch {epoch} | batch {batch + 1} | loss {cur:.2f} | ppl {math.exp(cur):.1f} "
                  f"| {time.time() - start:.1f}s")
            running, start = 0.0, time.time()


def main():
    p = argparse.ArgumentParser()
    p.add_argument("--emsize", type=int, default=32)
    p.add_argument("--nhid", type=int, default=64)
    p.add_argument("--nlayers", type=int, default=2)
    p.add_argument("--lr", type=float, default=3e-3)
    p.add_argument("--clip", type=float, default=0.25)
    p.add_argument("--epochs", type=int, default=2)
    p.add_argument("--batch_size", type=int, default=8)
    p.add_argument("--bptt", type=int, default=12)
    p.add_argument("--log_interval", type=int, default=5)
    p.add_argument("--seed", type=int, default=1111)
    p.add_argument("--save", default="lstm_lm.pt")
    args = p.parse_args()
    torch.manual_seed(args.seed)

    vocab = Dictionary()
    ids = torch.tensor([vocab.add(w) for w in CORPUS.split()], dtype=torch.long)
    split = int(0.9 * len(ids))
    train_data = batchify(ids[:split], args.batch_size)
    val_data = batchify(ids[split:], 4)

    model = RNNModel(len(vocab), args.emsize, args.nhid, args.nlayers)
    criterion = nn.CrossEntropyLoss()
    optimizer = torch.optim.Adam(model.parameters(), lr=args.lr)
    best = None
    for epoch in range(1, args.epochs + 1):
        train_epoch(model, train_data, args, criterion, optimizer, epoch)
        val_loss = evaluate(model, val_data, 4, args.bptt, criterion)
        print(f"| end of epoch {epoch} | valid loss {val_loss:.2f} | valid ppl {math.exp(val_loss):.1f}")
        if best is None or val_loss < best:
            torch.save(model.state_dict(), args.save)
            best = val_loss


if __name__ == "__main__":
    main()
