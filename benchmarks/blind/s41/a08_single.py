"""Stateful LSTM language model over jazz-standard style chord progressions.

The corpus is one long stream of chord symbols; the model is trained with truncated BPTT
(bptt=24) and the hidden state is carried from window to window.
"""
import math
import random

import torch
import torch.nn as nn
import torch.nn.functional as F
from torch.optim.lr_scheduler import LambdaLR

KEYS = ["C", "Db", "D", "Eb", "E", "F", "Gb", "G", "Ab", "A", "Bb", "B"]
QUALITIES = {"ii": "m7", "V": "7", "I": "maj7", "vi": "m7", "IV": "maj7", "iii": "m7", "bVII": "7"}
OFFSETS = {"I": 0, "ii": 2, "iii": 4, "IV": 5, "V": 7, "vi": 9, "bVII": 10}
PATTERNS = [["ii", "V", "I", "I"], ["I", "vi", "ii", "V"], ["iii", "vi", "ii", "V"], ["IV", "bVII", "I", "I"]]


def progression_stream(n_tunes, rng):
    out = []
    for _ in range(n_tunes):
        key = rng.randrange(12)
        for _ in range(rng.randint(3, 6)):
            for deg in rng.choice(PATTERNS):
                out.append(KEYS[(key + OFFSETS[deg]) % 12] + QUALITIES[deg])
            if rng.random() < 0.2:
                key = (key + 5) % 12
        out.append("|")
    return out


def batchify(ids, bsz):
    n = len(ids) // bsz
    return torch.tensor(ids[: n * bsz]).view(bsz, n)


class ChordLM(nn.Module):
    def __init__(self, n_tokens, d=64, layers=2, dropout=0.2):
        super().__init__()
        self.encoder = nn.Embedding(n_tokens, d)
        self.rnn = nn.LSTM(d, d, layers, dropout=dropout, batch_first=True)
        self.drop = nn.Dropout(dropout)
        self.decoder = nn.Linear(d, n_tokens)
        self.decoder.weight = self.encoder.weight
        self.layers, self.d = layers, d

    def init_state(self, bsz):
        w = self.decoder.weight
        return (w.new_zeros(self.layers, bsz, self.d), w.new_zeros(self.layers, bsz, self.d))

    def forward(self, x, state, targets=None):
        h, state = self.rnn(self.drop(self.encoder(x)), state)
        logits = self.decoder(self.drop(h))
        out = {"logits": logits, "state": state}
        if targets is not None:
            out["loss"] = F.cross_entropy(logits.reshape(-1, logits.size(-1)), targets.reshape(-1))
        return out


def detach_state(state):
    """Cut the graph at the window boundary but keep the values (repackage_hidden)."""
    if isinstance(state, torch.Tensor):
        return state.detach()
    return tuple(detach_state(s) for s in state)


class Callback:
    def on_step_begin(self, trainer):
        pass

    def on_step_end(self, trainer, logs):
        pass


class ResetGradients(Callback):
    def on_step_begin(self, trainer):
        trainer.optimizer.zero_grad(set_to_none=True)


class GradNormLogger(Callback):
    def __init__(self, every=40):
        self.every, self.norms = every, []

    def on_step_end(self, trainer, logs):
        self.norms.append(logs["grad_norm"])
        if trainer.step % self.every == 0:
            print(f"  step {trainer.step:4d} loss {logs['loss']:.3f} grad_norm {logs['grad_norm']:.3f} "
                  f"lr {trainer.scheduler.get_last_lr()[0]:.2e}")


class TBPTTTrainer:
    def __init__(self, model, data, bptt=24, lr=3e-3, warmup=30, max_grad_norm=0.5, callbacks=()):
        self.model, self.data, self.bptt = model, data, bptt
        self.optimizer = torch.optim.Adam(model.parameters(), lr=lr)
        self.scheduler = LambdaLR(self.optimizer, lambda s: min(1.0, (s + 1) / warmup))
        self.max_grad_norm, self.callbacks, self.step = max_grad_norm, list(callbacks), 0

    def fire(self, event, *args):
        for cb in self.callbacks:
            getattr(cb, event)(self, *args)

    def train_epoch(self):
        self.model.train()
        state = self.model.init_state(self.data.size(0))
        total, windows = 0.0, 0
        for i in range(0, self.data.size(1) - 1, self.bptt):
            seq_len = min(self.bptt, self.data.size(1) - 1 - i)
            x, y = self.data[:, i:i + seq_len], self.data[:, i + 1:i + 1 + seq_len]
            state = detach_state(state)
            self.fire("on_step_begin")
            out = self.model(x, state, targets=y)
            out["loss"].backward()
            norm = nn.utils.clip_grad_norm_(self.model.parameters(), self.max_grad_norm)
            self.optimizer.step()
            self.scheduler.step()
            state = out["state"]
            self.step += 1
            total += out["loss"].item()
            windows += 1
            self.fire("on_step_end", {"loss": out["loss"].item(), "grad_norm": norm.item()})
        return total / windows


def evaluate(model, data, bptt=24):
    model.eval()
    state = model.init_state(data.size(0))
    nll, count = 0.0, 0
    for i in range(0, data.size(1) - 1, bptt):
        seq_len = min(bptt, data.size(1) - 1 - i)
        out = model(data[:, i:i + seq_len], state, targets=data[:, i + 1:i + 1 + seq_len])
        state = out["state"]
        nll += out["loss"].item() * seq_len
        count += seq_len
    return math.exp(nll / count)


def main(epochs=4):
    torch.set_num_threads(1)
    torch.manual_seed(0)
    rng = random.Random(0)
    train_stream, valid_stream = progression_stream(400, rng), progression_stream(60, rng)
    vocab = sorted(set(train_stream) | set(valid_stream))
    stoi = {c: i for i, c in enumerate(vocab)}
    train_data = batchify([stoi[c] for c in train_stream], 16)
    valid_data = batchify([stoi[c] for c in valid_stream], 8)
    lm = ChordLM(len(vocab))
    norms = GradNormLogger()
    trainer = TBPTTTrainer(lm, train_data, callbacks=[ResetGradients(), norms])
    for epoch in range(epochs):
        train_loss = trainer.train_epoch()
        with torch.no_grad():
            ppl = evaluate(lm, valid_data)
        print(f"epoch {epoch} train ppl {math.exp(train_loss):.2f} valid ppl {ppl:.2f}")
    return trainer


if __name__ == "__main__":
    main()
