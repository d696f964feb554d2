"""Flight-phase tagging for model-rocket altimeter logs.

A stateful GRU labels every 20 Hz barometric sample of a flight as pad / boost /
coast / drogue / main / landed, so that deployment timing can be audited.  Long
logs are streamed in chunks (truncated BPTT); logs end at different times, so
the loss is masked.
"""
import abc
import functools
from collections import defaultdict

import torch
from torch import nn
import torch.nn.functional as F

PHASES = ("pad", "boost", "coast", "drogue", "main", "landed")


def flight_logs(n_flights=48, length=600, seed=29):
    g = torch.Generator().manual_seed(seed)
    dt = 0.05
    X = torch.zeros(n_flights, length, 3)
    Y = torch.zeros(n_flights, length, dtype=torch.long)
    mask = torch.zeros(n_flights, length, dtype=torch.bool)
    for f in range(n_flights):
        pad_t = 1 + 3 * torch.rand(1, generator=g).item()
        burn = 1.0 + 1.5 * torch.rand(1, generator=g).item()
        thrust = 60 + 40 * torch.rand(1, generator=g).item()
        main_alt = 80 + 40 * torch.rand(1, generator=g).item()
        n_valid = int(torch.randint(length // 2, length + 1, (1,), generator=g))
        alt, vel, phase = 0.0, 0.0, 0
        for k in range(n_valid):
            t = k * dt
            if phase == 0 and t > pad_t:
                phase = 1
            if phase == 1 and t > pad_t + burn:
                phase = 2
            if phase == 2 and vel < 0:
                phase = 3
            if phase == 3 and alt < main_alt:
                phase = 4
            if phase == 4 and alt <= 0:
                phase = 5
            acc = {0: 0.0, 1: thrust - 9.81, 2: -9.81 - 0.002 * vel * abs(vel)}.get(phase, 0.0)
            if phase in (3, 4):
                terminal = 18.0 if phase == 3 else 5.5
                acc = (-terminal - vel) * 2.0
            if phase in (0, 5):
                vel, acc = 0.0, 0.0
            vel += acc * dt
            alt = max(0.0, alt + vel * dt)
            baro = alt + 0.6 * torch.randn(1, generator=g).item()
            X[f, k] = torch.tensor([baro / 100.0, vel / 50.0 + 0.05 * torch.randn(1, generator=g).item(),
                                    acc / 50.0 + 0.1 * torch.randn(1, generator=g).item()])
            Y[f, k] = phase
            mask[f, k] = True
    return X, Y, mask


class PhaseTagger(nn.Module):
    def __init__(self, n_in=3, hidden=48, n_out=len(PHASES)):
        super().__init__()
        self.hidden = hidden
        self.inp = nn.Linear(n_in, hidden)
        self.rnn = nn.GRU(hidden, hidden, batch_first=True)
        self.out = nn.Linear(hidden, n_out)

    def zero_state(self, batch):
        return torch.zeros(1, batch, self.hidden)

    def forward(self, x, h):
        y, h = self.rnn(F.gelu(self.inp(x)), h)
        return self.out(y), h


class StateMixin:
    """Recurrent state kept on the trainer between chunks of the same batch of logs."""

    def carry(self, h):
        # keep the values, cut the history: the next chunk starts a new graph
        self.memory["h"] = h.detach()

    def fresh(self, batch):
        self.memory["h"] = self.net.zero_state(batch)


class TrainerBase(abc.ABC):
    def __init__(self, net, make_opt, chunk):
        self.memory = {}
        self._net = net
        self._opt = make_opt(net.parameters())
        self.chunk = chunk
        self.history = defaultdict(list)

    @property
    def net(self):
        return self._net

    @property
    def opt(self):
        return self._opt

    @abc.abstractmethod
    def chunk_step(self, x, y, m): ...

    def stream(self, X, Y, M):
        for s in range(0, X.size(1), self.chunk):
            sl = slice(s, s + self.chunk)
            if M[:, sl].any():
                yield X[:, sl], Y[:, sl], M[:, sl]

    def epoch(self, X, Y, M, batch_size=16):
        self.net.train()
        order = torch.randperm(X.size(0))
        for b in range(0, len(order), batch_size):
            idx = order[b:b + batch_size]
            self.fresh(len(idx))
            for x, y, m in self.stream(X[idx], Y[idx], M[idx]):
                yield self.chunk_step(x, y, m)


class PhaseTrainer(StateMixin, TrainerBase):
    token_loss = functools.partial(F.cross_entropy, reduction="none", label_smoothing=0.02)

    def chunk_step(self, x, y, m):
        logits, h = self.net(x, self.memory["h"])
        per_token = self.token_loss(logits.transpose(1, 2), y)
        loss = (per_token * m).sum() / m.sum()
        self.opt.zero_grad()
        loss.backward()
        nn.utils.clip_grad_norm_(self.net.parameters(), 1.0)
        self.opt.step()
        self.carry(h)
        self.history["loss"].append(loss.detach())
        return {"loss": loss.item(), "tokens": int(m.sum())}

    @torch.no_grad()
    def accuracy(self, X, Y, M):
        self.net.eval()
        logits, _ = self.net(X, self.net.zero_state(X.size(0)))
        hit = (logits.argmax(-1) == Y) & M
        return hit.sum().item() / M.sum().item(), logits.argmax(-1)


def main():
    torch.manual_seed(0)
    torch.set_num_threads(1)
    X, Y, M = flight_logs()
    tr, te = slice(0, 36), slice(36, 48)
    trainer = PhaseTrainer(PhaseTagger(), functools.partial(torch.optim.Adam, lr=4e-3), chunk=50)
    for e in range(6):
        stats = list(trainer.epoch(X[tr], Y[tr], M[tr]))
        tokens = sum(s["tokens"] for s in stats)
        mean_loss = sum(s["loss"] * s["tokens"] for s in stats) / tokens
        acc, _ = trainer.accuracy(X[te], Y[te], M[te])
        print(f"epoch {e}: {len(stats)} chunks, token loss {mean_loss:.4f}, test accuracy {acc:.3f}")
    acc, pred = trainer.accuracy(X[te], Y[te], M[te])
    for k, name in enumerate(PHASES):
        sel = (Y[te] == k) & M[te]
        if not sel.any():
            print(f"  {name:7s} (not reached in the test logs)")
            continue
        print(f"  {name:7s} recall {((pred == k) & sel).sum().item() / max(1, sel.sum().item()):.3f}")
    print(f"last 5 chunk losses: {[round(float(v), 4) for v in trainer.history['loss'][-5:]]}")


if __name__ == "__main__":
    main()
