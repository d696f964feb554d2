"""Continuous keystroke-dynamics authentication with a GRU trained by truncated BPTT.

Each session is a long stream of (hold time, flight time, key-group) events typed by one of
N users. The network must name the typist at every keystroke and, as an auxiliary task,
forecast the next hold/flight latency. Streams are cut into windows; the recurrent state is
carried from window to window.
"""
import argparse

import torch
import torch.nn.functional as F
from torch import nn


# --------------------------------------------------------------------------- mini framework
class StreamModule(nn.Module):
    """Base class for recurrent modules trained window by window."""

    truncated_bptt_steps = 16

    def training_step(self, batch, hiddens):
        raise NotImplementedError

    def configure_optimizers(self):
        raise NotImplementedError

    def tbptt_split_batch(self, batch):
        x, y = batch
        k = self.truncated_bptt_steps
        return [(x[:, t:t + k], y) for t in range(0, x.size(1), k)]

    def on_window_start(self, hiddens):
        return hiddens


class TBPTTRunner:
    def __init__(self, epochs, aux_weight, log_every=20):
        self.epochs, self.aux_weight, self.log_every = epochs, aux_weight, log_every
        self.step = 0

    def fit(self, module, loader_fn, eval_fn):
        opt = module.configure_optimizers()
        for epoch in range(self.epochs):
            module.train()
            for batch in loader_fn():
                hiddens = None
                for window in module.tbptt_split_batch(batch):
                    hiddens = module.on_window_start(hiddens)
                    out = module.training_step(window, hiddens)
                    aux, main = out["losses"]
                    opt.zero_grad()
                    (self.aux_weight * aux).backward(retain_graph=True)
                    main.backward()
                    nn.utils.clip_grad_norm_(module.parameters(), 1.0)
                    opt.step()
                    hiddens = out["hiddens"]
                    self.step += 1
                    if self.step % self.log_every == 0:
                        sal = module.embedding_saliency()
                        print(f"  step {self.step:4d} id {main.item():.3f} "
                              f"next {aux.item():.3f} |dL/demb| {sal:.2e}")
            print(f"epoch {epoch}: held-out user accuracy {eval_fn(module):.3f}")


# --------------------------------------------------------------------------- task
class KeystrokeGRU(StreamModule):
    truncated_bptt_steps = 20

    def __init__(self, n_users, n_keygroups=6, hidden=48, lr=1e-2):
        super().__init__()
        self.lr = lr
        self.key_emb = nn.Embedding(n_keygroups, 8)
        self.proj = nn.Linear(2 + 8, hidden)
        self.gru = nn.GRU(hidden, hidden, batch_first=True)
        self.id_head = nn.Linear(hidden, n_users)
        self.next_head = nn.Linear(hidden, 2)
        self._emb = None

    def encode(self, x):
        timing, keys = x[..., :2], x[..., 2].long()
        return torch.tanh(self.proj(torch.cat([timing, self.key_emb(keys)], dim=-1)))

    def forward(self, x, h=None):
        out, h = self.gru(self.encode(x), h)
        return self.id_head(out), h

    def on_window_start(self, hiddens):
        # cut the graph at the window boundary, keep the state values
        return None if hiddens is None else hiddens.detach()

    def training_step(self, window, hiddens):
        x, user = window
        emb = self.encode(x)
        emb.retain_grad()
        self._emb = emb
        out, h = self.gru(emb, hiddens)
        logits = self.id_head(out)
        id_loss = F.cross_entropy(logits.reshape(-1, logits.size(-1)),
                                  user.repeat_interleave(x.size(1)))
        next_loss = F.smooth_l1_loss(self.next_head(out[:, :-1]), x[:, 1:, :2])
        return {"losses": (next_loss, id_loss), "hiddens": h}

    def embedding_saliency(self):
        return self._emb.grad.abs().mean().item()

    def configure_optimizers(self):
        return torch.optim.Adam(self.parameters(), lr=self.lr)


# --------------------------------------------------------------------------- data
def make_profiles(n_users, gen):
    hold = 0.05 + 0.20 * torch.rand(n_users, 6, generator=gen)
    flight = 0.10 + 0.25 * torch.rand(n_users, 6, 6, generator=gen)
    return hold, flight


def type_session(user, length, hold, flight, gen):
    keys = torch.randint(6, (length,), generator=gen)
    prev = torch.cat([keys[:1], keys[:-1]])
    h = hold[user, keys] * (1 + 0.15 * torch.randn(length, generator=gen))
    f = flight[user, prev, keys] * (1 + 0.2 * torch.randn(length, generator=gen))
    return torch.stack([h * 10, f * 5, keys.float()], dim=-1)


def make_split(n, length, n_users, hold, flight, gen):
    users = torch.randint(n_users, (n,), generator=gen)
    x = torch.stack([type_session(int(u), length, hold, flight, gen) for u in users])
    return x, users


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--users", type=int, default=5)
    ap.add_argument("--sessions", type=int, default=96)
    ap.add_argument("--length", type=int, default=100)
    ap.add_argument("--epochs", type=int, default=4)
    args = ap.parse_args()

    torch.manual_seed(0)
    torch.set_num_threads(1)
    gen = torch.Generator().manual_seed(1)
    hold, flight = make_profiles(args.users, gen)
    train = make_split(args.sessions, args.length, args.users, hold, flight, gen)
    test = make_split(32, args.length, args.users, hold, flight, gen)

    def loader():
        perm = torch.randperm(len(train[0]))
        for s in range(0, len(perm), 16):
            j = perm[s:s + 16]
            yield train[0][j], train[1][j]

    @torch.no_grad()
    def evaluate(module):
        module.eval()
        logits, _ = module(test[0])
        return (logits[:, -1].argmax(-1) == test[1]).float().mean().item()

    net = KeystrokeGRU(args.users)
    TBPTTRunner(args.epochs, aux_weight=0.3).fit(net, loader, evaluate)


if __name__ == "__main__":
    main()
