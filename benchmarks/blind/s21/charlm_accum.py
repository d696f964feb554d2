"""Character-level GRU language model trained with gradient accumulation.

Single file; run as `python charlm_accum.py`.  Accumulates `accum` micro-batches per
update; the optional loss-scaling path mimics an AMP setup on CPU.
"""
import argparse

import torch
import torch.nn.functional as F
from torch import nn

TEXT = ("the quick brown fox jumps over the lazy dog. " * 6
        + "pack my box with five dozen liquor jugs. " * 6
        + "how vexingly quick daft zebras jump. " * 6)


class CharLM(nn.Module):
    def __init__(self, vocab, dim=32, hidden=64):
        super().__init__()
        self.emb = nn.Embedding(vocab, dim)
        self.rnn = nn.GRU(dim, hidden, batch_first=True)
        self.out = nn.Linear(hidden, vocab)

    def forward(self, ids):
        h, _ = self.rnn(self.emb(ids))
        return self.out(h)


class StaticScaler:
    """Constant loss scale, unscaled before the step (what AMP's GradScaler does, minus the dynamics)."""

    def __init__(self, scale=128.0):
        self.scale = scale

    def scale_loss(self, value):
        return value * self.scale

    def unscale_(self, params):
        with torch.no_grad():
            for p in params:
                if p.grad is not None:
                    p.grad.div_(self.scale)


class Trainer:
    def __init__(self, net, engine, **kw):
        self.net, self.engine, self.cfg = net, engine, kw
        self.micro = 0

    def call(self, name, *a):
        fn = getattr(self, f"on_{name}", None)
        return fn(*a) if fn else None

    def backward(self, value):
        value.backward()

    def step(self):
        self.engine.step()


class AccumTrainer(Trainer):
    def __init__(self, net, engine, accum=4, use_amp=False, **kw):
        super().__init__(net, engine, accum=accum, **kw)
        self.accum, self.use_amp = accum, use_amp
        self.scaler = StaticScaler() if use_amp else None
        self.meter_sum, self.meter_n = torch.zeros(()), 0

    def _flush(self):
        for p in self.net.parameters():
            p.grad = None

    def backward(self, value):
        if self.use_amp:
            super().backward(self.scaler.scale_loss(value / self.accum))
        else:
            super().backward(value / self.accum)

    def on_epoch_start(self):
        self.engine.zero_grad(set_to_none=True)
        self.meter_sum, self.meter_n, self.micro = torch.zeros(()), 0, 0

    def on_micro_batch(self, ids):
        logits = self.net(ids[:, :-1])
        nll = F.cross_entropy(logits.reshape(-1, logits.shape[-1]), ids[:, 1:].reshape(-1))
        self.backward(nll)
        self.meter_sum += nll.detach() * ids.shape[0]
        self.meter_n += ids.shape[0]
        self.micro += 1
        if self.micro % self.accum == 0:
            if self.use_amp:
                self.scaler.unscale_(self.net.parameters())
                nn.utils.clip_grad_norm_(self.net.parameters(), 1.0)
                self.step()
                self._flush()
            else:
                nn.utils.clip_grad_norm_(self.net.parameters(), 1.0)
                self.step()
                self.engine.zero_grad()

    def on_epoch_end(self, epoch):
        print(f"epoch {epoch}  nll/char {(self.meter_sum / self.meter_n).item():.4f}")

    def fit(self, batches, epochs):
        for epoch in range(epochs):
            self.call("epoch_start")
            for ids in batches():
                self.call("micro_batch", ids)
            self.call("epoch_end", epoch)


def main(argv=None):
    ap = argparse.ArgumentParser()
    ap.add_argument("--accum", type=int, default=4)
    ap.add_argument("--amp", action="store_true")
    ap.add_argument("--epochs", type=int, default=6)
    args = ap.parse_args(argv)
    torch.manual_seed(0)
    torch.set_num_threads(1)
    vocab = sorted(set(TEXT))
    data = torch.tensor([vocab.index(c) for c in TEXT])
    windows = data.unfold(0, 33, 8)

    def batches():
        for idx in torch.randperm(len(windows)).split(8):
            yield windows[idx]

    net = CharLM(len(vocab))
    engine = torch.optim.Adam(net.parameters(), lr=1e-2)
    AccumTrainer(net, engine, accum=args.accum, use_amp=args.amp).fit(batches, args.epochs)


if __name__ == "__main__":
    main()
