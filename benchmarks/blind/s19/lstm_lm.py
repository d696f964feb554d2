"""Word-level LSTM language model with truncated BPTT and an activation regularizer."""
import argparse
import math
import random

import torch
import torch.nn as nn
import torch.nn.functional as F

GRAMMAR = {
    "S": [["NP", "VP"]],
    "NP": [["the", "N"], ["a", "ADJ", "N"]],
    "VP": [["V", "NP"], ["V"]],
    "N": [["model"], ["gradient"], ["tensor"], ["layer"]],
    "V": [["updates"], ["computes"], ["stores"]],
    "ADJ": [["small"], ["deep"], ["sparse"]],
}


def generate(symbol, rng):
    if symbol not in GRAMMAR:
        yield symbol
        return
    for part in rng.choice(GRAMMAR[symbol]):
        yield from generate(part, rng)


def corpus(n_sentences, seed=0):
    rng = random.Random(seed)
    for _ in range(n_sentences):
        yield from generate("S", rng)
        yield "<eos>"


def repackage(state):
    """Cut the graph between BPTT windows but keep the hidden values."""
    if isinstance(state, torch.Tensor):
        return state.detach()
    return tuple(repackage(s) for s in state)


class WordLSTM(nn.Module):
    def __init__(self, vocab, dim=32, hidden=64):
        super().__init__()
        self.emb = nn.Embedding(vocab, dim)
        self.lstm = nn.LSTM(dim, hidden, batch_first=True)
        self.out = nn.Linear(hidden, vocab)

    def forward(self, x, state=None):
        h, state = self.lstm(self.emb(x), state)
        return self.out(h), h, state


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--bptt", type=int, default=12)
    ap.add_argument("--batch", type=int, default=8)
    ap.add_argument("--alpha", type=float, default=1e-3)
    ap.add_argument("--epochs", type=int, default=2)
    args = ap.parse_args()
    torch.manual_seed(0)
    torch.set_num_threads(1)

    words = list(corpus(800))
    vocab = {w: i for i, w in enumerate(sorted(set(words)))}
    ids = torch.tensor([vocab[w] for w in words])
    cols = ids.numel() // args.batch
    data = ids[: cols * args.batch].view(args.batch, cols)

    model = WordLSTM(len(vocab))
    opt = torch.optim.Adam(model.parameters(), lr=5e-3)
    for epoch in range(args.epochs):
        state = None
        window_losses = []
        for start in range(0, cols - 1, args.bptt):
            end = min(start + args.bptt, cols - 1)
            x, y = data[:, start:end], data[:, start + 1:end + 1]
            if state is not None:
                state = repackage(state)
            logits, hidden, state = model(x, state)
            loss = F.cross_entropy(logits.reshape(-1, len(vocab)), y.reshape(-1))
            activation_reg = args.alpha * hidden.pow(2).mean()
            opt.zero_grad()
            loss.backward(retain_graph=True)
            activation_reg.backward()
            nn.utils.clip_grad_norm_(model.parameters(), 1.0)
            opt.step()
            window_losses.append(loss.detach())
        mean_loss = torch.stack(window_losses).mean().item()
        print(f"epoch {epoch}: ppl {math.exp(mean_loss):.2f} over {len(window_losses)} windows")


if __name__ == "__main__":
    main()
