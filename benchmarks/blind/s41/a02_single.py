"""Inverse text normalisation: spoken-form cardinals ("three hundred and four") -> digits ("304").

GRU encoder-decoder with dot-product attention, teacher forcing and a label-smoothed loss.
"""
import math
import random

import torch
import torch.nn as nn
import torch.nn.functional as F
from torch.optim.lr_scheduler import LambdaLR

ONES = "zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen " \
       "sixteen seventeen eighteen nineteen".split()
TENS = "_ _ twenty thirty forty fifty sixty seventy eighty ninety".split()


def spell(n):
    if n < 20:
        return ONES[n]
    if n < 100:
        return TENS[n // 10] + ("" if n % 10 == 0 else " " + ONES[n % 10])
    head = ONES[n // 100] + " hundred"
    return head if n % 100 == 0 else head + " and " + spell(n % 100)


class Vocab:
    PAD, BOS, EOS = 0, 1, 2

    def __init__(self, symbols):
        self.itos = ["<pad>", "<s>", "</s>"] + sorted(symbols)
        self.stoi = {s: i for i, s in enumerate(self.itos)}

    def encode(self, symbols, add_bos=False):
        ids = [self.stoi[s] for s in symbols] + [self.EOS]
        return [self.BOS] + ids if add_bos else ids

    def decode(self, ids):
        out = []
        for i in ids:
            if i == self.EOS:
                break
            out.append(self.itos[i])
        return out


def pad(seqs, value=0):
    width = max(map(len, seqs))
    return torch.tensor([s + [value] * (width - len(s)) for s in seqs])


class LabelSmoothingLoss(nn.Module):
    def __init__(self, num_classes, smoothing=0.1, ignore_index=0):
        super().__init__()
        self.num_classes, self.smoothing, self.ignore_index = num_classes, smoothing, ignore_index

    def forward(self, logits, target):
        logp = logits.log_softmax(dim=-1)
        with torch.no_grad():
            true_dist = torch.full_like(logp, self.smoothing / (self.num_classes - 2))
            true_dist.scatter_(-1, target.unsqueeze(-1), 1.0 - self.smoothing)
            true_dist[..., self.ignore_index] = 0.0
            pad_rows = target.eq(self.ignore_index)
            true_dist.masked_fill_(pad_rows.unsqueeze(-1), 0.0)
        loss = -(true_dist * logp).sum(-1)
        return loss.sum() / (~pad_rows).sum()


class Seq2Seq(nn.Module):
    def __init__(self, src_vocab, tgt_vocab, d=64):
        super().__init__()
        self.src_emb = nn.Embedding(src_vocab, d, padding_idx=0)
        self.tgt_emb = nn.Embedding(tgt_vocab, d, padding_idx=0)
        self.encoder = nn.GRU(d, d, batch_first=True)
        self.decoder = nn.GRUCell(2 * d, d)
        self.out = nn.Linear(2 * d, tgt_vocab)

    def attend(self, h, enc, src_mask):
        scores = torch.einsum("bd,btd->bt", h, enc) / math.sqrt(h.size(-1))
        weights = scores.masked_fill(~src_mask, float("-inf")).softmax(-1)
        return torch.einsum("bt,btd->bd", weights, enc)

    def encode(self, src):
        enc, _ = self.encoder(self.src_emb(src))
        src_mask = src.ne(0)
        last = enc[torch.arange(src.size(0)), src_mask.sum(1) - 1]
        return enc, last, src_mask

    def forward(self, src, tgt_in, teacher_forcing=1.0):
        enc, h, src_mask = self.encode(src)
        ctx = self.attend(h, enc, src_mask)
        prev = tgt_in[:, 0]
        logits = []
        for t in range(tgt_in.size(1)):
            h = self.decoder(torch.cat([self.tgt_emb(prev), ctx], -1), h)
            ctx = self.attend(h, enc, src_mask)
            step_logits = self.out(torch.cat([h, ctx], -1))
            logits.append(step_logits)
            if t + 1 < tgt_in.size(1):
                use_gold = random.random() < teacher_forcing
                prev = tgt_in[:, t + 1] if use_gold else step_logits.argmax(-1)
        return {"logits": torch.stack(logits, 1)}

    @torch.no_grad()
    def greedy(self, src, bos, eos, max_len=6):
        enc, h, src_mask = self.encode(src)
        ctx = self.attend(h, enc, src_mask)
        prev = torch.full((src.size(0),), bos, dtype=torch.long)
        out = []
        for _ in range(max_len):
            h = self.decoder(torch.cat([self.tgt_emb(prev), ctx], -1), h)
            ctx = self.attend(h, enc, src_mask)
            prev = self.out(torch.cat([h, ctx], -1)).argmax(-1)
            out.append(prev)
        return torch.stack(out, 1)


def make_split(numbers, src_v, tgt_v):
    src = [src_v.encode(spell(n).split()) for n in numbers]
    tgt = [tgt_v.encode(list(str(n)), add_bos=True) for n in numbers]
    return pad(src), pad(tgt)


def exact_match(model, src, tgt, tgt_v):
    model.eval()
    pred = model.greedy(src, Vocab.BOS, Vocab.EOS)
    hits = [tgt_v.decode(p.tolist()) == tgt_v.decode(g.tolist()[1:]) for p, g in zip(pred, tgt)]
    return sum(hits) / len(hits)


def main(epochs=16, batch_size=64, lr=3e-3, warmup=30):
    torch.set_num_threads(1)
    torch.manual_seed(0)
    random.seed(0)
    src_v = Vocab(set(ONES + TENS[2:] + ["hundred", "and"]))
    tgt_v = Vocab(set("0123456789"))
    numbers = list(range(1000))
    random.shuffle(numbers)
    train_src, train_tgt = make_split(numbers[:800], src_v, tgt_v)
    val_src, val_tgt = make_split(numbers[800:], src_v, tgt_v)

    net = Seq2Seq(len(src_v.itos), len(tgt_v.itos))
    criterion = LabelSmoothingLoss(len(tgt_v.itos), smoothing=0.1)
    opt = torch.optim.Adam(net.parameters(), lr=lr)
    total = epochs * math.ceil(len(train_src) / batch_size)
    sched = LambdaLR(opt, lambda s: min((s + 1) / warmup, max(0.05, (total - s) / (total - warmup))))

    for epoch in range(epochs):
        net.train()
        perm = torch.randperm(len(train_src))
        epoch_loss, n_batches = 0.0, 0
        tf_ratio = max(0.5, 1.0 - 0.05 * epoch)
        for i in range(0, len(perm), batch_size):
            idx = perm[i:i + batch_size]
            src, tgt = train_src[idx], train_tgt[idx]
            logits = net(src, tgt[:, :-1], teacher_forcing=tf_ratio)["logits"]
            loss = criterion(logits.reshape(-1, logits.size(-1)), tgt[:, 1:].reshape(-1))
            opt.zero_grad()
            loss.backward()
            nn.utils.clip_grad_norm_(net.parameters(), 1.0)
            opt.step()
            sched.step()
            epoch_loss += loss.item()
            n_batches += 1
        tok_acc = (logits.detach().argmax(-1) == tgt[:, 1:]).float()[tgt[:, 1:] != 0].cpu().numpy().mean()
        em = exact_match(net, val_src, val_tgt, tgt_v)
        print(f"epoch {epoch:2d} loss {epoch_loss / n_batches:.3f} last-batch tok_acc {tok_acc:.3f} "
              f"val exact {em:.3f}")
    for n in numbers[800:804]:
        src, _ = make_split([n], src_v, tgt_v)
        print(f"  {spell(n)!r} -> {''.join(tgt_v.decode(net.greedy(src, Vocab.BOS, Vocab.EOS)[0].tolist()))}")
    return net


if __name__ == "__main__":
    main()
