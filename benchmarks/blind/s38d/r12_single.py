"""Dialogue-act tagging of utterances with a hierarchical GRU (utterance encoder + conversation context)."""
import argparse
import random

import torch
import torch.nn as nn
import torch.nn.functional as F

ACTS = ["statement", "question", "backchannel", "agreement", "request"]
VOCAB = 40


class HierarchicalTagger(nn.Module):
    def __init__(self, vocab, emb=32, hidden=48, n_acts=len(ACTS)):
        super().__init__()
        self.embed = nn.Embedding(vocab, emb, padding_idx=0)
        self.utt_rnn = nn.GRU(emb, hidden, batch_first=True)
        self.ctx_rnn = nn.GRU(hidden, hidden, batch_first=True)
        self.drop = nn.Dropout(0.1)
        self.out = nn.Linear(2 * hidden, n_acts)

    def forward(self, dialogs):                          # B, U, L token ids
        b, u, l = dialogs.shape
        _, h = self.utt_rnn(self.embed(dialogs.view(b * u, l)))
        utt = h[-1].view(b, u, -1)
        ctx, _ = self.ctx_rnn(utt)
        return self.out(self.drop(torch.cat([utt, ctx], -1)))   # B, U, n_acts


def make_dialogs(n, utts=6, length=8, seed=0):
    rng = random.Random(seed)
    x = torch.zeros(n, utts, length, dtype=torch.long)
    y = torch.zeros(n, utts, dtype=torch.long)
    for i in range(n):
        prev = 0
        for j in range(utts):
            act = 3 if prev == 1 and rng.random() < 0.6 else rng.randrange(len(ACTS))
            cue = 1 + act * 5                           # each act has a few cue words
            words = [cue + rng.randrange(5)] + [rng.randrange(26, VOCAB) for _ in range(rng.randrange(2, length))]
            x[i, j, :len(words)] = torch.tensor(words[:length])
            y[i, j] = act
            prev = act
    return x, y


def main():
    p = argparse.ArgumentParser()
    p.add_argument("--epochs", type=int, default=4)
    p.add_argument("--batch-size", type=int, default=16)
    p.add_argument("--lr", type=float, default=3e-3)
    p.add_argument("--clip", type=float, default=1.0)
    p.add_argument("--log-every", type=int, default=5)
    args = p.parse_args()

    torch.manual_seed(0)
    x, y = make_dialogs(160)
    model = HierarchicalTagger(VOCAB)
    optimizer = torch.optim.AdamW(model.parameters(), lr=args.lr, weight_decay=0.01)
    scheduler = torch.optim.lr_scheduler.CosineAnnealingLR(optimizer, T_max=args.epochs * 10)
    step = 0
    for epoch in range(args.epochs):
        model.train()
        perm = torch.randperm(len(x))
        total, correct, count = 0.0, 0, 0
        for i in range(0, len(x), args.batch_size):
            idx = perm[i:i + args.batch_size]
            logits = model(x[idx])
            loss = F.cross_entropy(logits.flatten(0, 1), y[idx].flatten())
            loss.backward()
            grad_norm = torch.nn.utils.clip_grad_norm_(model.parameters(), args.clip)
            if step % args.log_every == 0:
                print(f"step {step} loss {loss.item():.4f} grad_norm {grad_norm.item():.3f}")
            optimizer.zero_grad(set_to_none=True)
            optimizer.step()
            scheduler.step()
            step += 1
            total += loss.item() * len(idx)
            correct += (logits.argmax(-1) == y[idx]).sum().item()
            count += y[idx].numel()
        print(f"epoch {epoch} loss {total / len(x):.4f} acc {correct / count:.3f}")


if __name__ == "__main__":
    main()
