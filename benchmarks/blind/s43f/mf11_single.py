"""Smart kimchi-fridge: classify the ripeness stage of a batch of kimchi
(fresh / optimal / sour / over-fermented) from its gas and pH sensor log.

An encoder is first pretrained on many unlabelled fridge logs (masked-feature
reconstruction); the search then decides whether to freeze it, the LR, the head size
and the label smoothing. Each trial has early stopping; the winner is refit.
"""
import math
import random

import torch
import torch.nn.functional as F
from torch import nn

STAGES = ["fresh", "optimal", "sour", "over_fermented"]


def fridge_logs(n, seed):
    g = torch.Generator().manual_seed(seed)
    days = 30 * torch.rand(n, generator=g)
    temp = -1 + 7 * torch.rand(n, generator=g)
    salt = 1.5 + 2 * torch.rand(n, generator=g)
    radish = (torch.rand(n, generator=g) < 0.3).float()
    progress = days * torch.exp(0.18 * temp) / (1 + 0.25 * (salt - 2.5)) / 12
    ph = 5.8 - 1.9 * (1 - torch.exp(-progress)) + 0.05 * torch.randn(n, generator=g)
    co2 = 400 + 2500 * progress * torch.exp(-0.5 * progress) + 80 * torch.randn(n, generator=g)
    lactic = 0.2 + 0.9 * torch.tanh(progress) + 0.05 * torch.randn(n, generator=g)
    ethanol = 0.1 * torch.relu(progress - 1.5) + 0.02 * torch.randn(n, generator=g)
    x = torch.stack([days / 30, temp / 6, salt / 3.5, radish, ph / 6, co2 / 2000, lactic, 10 * ethanol], 1)
    stage = torch.bucketize(progress, torch.tensor([0.5, 1.2, 2.2]))
    return x, stage


class Encoder(nn.Module):
    def __init__(self, n_in, width=64, code=16):
        super().__init__()
        self.net = nn.Sequential(nn.Linear(n_in, width), nn.GELU(), nn.Linear(width, code), nn.GELU())

    def forward(self, x):
        return self.net(x)


def pretrain_encoder(x, epochs=30, mask_p=0.25, seed=0):
    torch.manual_seed(seed)
    enc = Encoder(x.shape[1])
    dec = nn.Linear(16, x.shape[1])
    opt = torch.optim.Adam(list(enc.parameters()) + list(dec.parameters()), lr=3e-3)
    for _ in range(epochs):
        for idx in torch.randperm(len(x)).split(128):
            xb = x[idx]
            keep = (torch.rand_like(xb) > mask_p).float()
            recon = dec(enc(xb * keep))
            err = ((recon - xb) ** 2 * (1 - keep)).sum() / (1 - keep).sum().clamp(min=1)
            opt.zero_grad()
            err.backward()
            opt.step()
    return enc


class RipenessClassifier(nn.Module):
    def __init__(self, encoder, head_width):
        super().__init__()
        self.encoder = encoder
        self.head = nn.Sequential(nn.Linear(16, head_width), nn.ReLU(), nn.Linear(head_width, len(STAGES)))

    def forward(self, x):
        return self.head(self.encoder(x))


def set_trainable(module, flag):
    for p in module.parameters():
        p.require_grad = flag


class Trial:
    def __init__(self, number):
        self.number, self.params, self._rng = number, {}, random.Random(555 + number)

    def suggest_categorical(self, name, choices):
        self.params[name] = self._rng.choice(choices)
        return self.params[name]

    def suggest_float(self, name, low, high, log=False):
        r = self._rng.uniform(math.log(low), math.log(high)) if log else self._rng.uniform(low, high)
        self.params[name] = math.exp(r) if log else r
        return self.params[name]


@torch.no_grad()
def accuracy(model, x, y):
    model.eval()
    return (model(x).argmax(1) == y).float().mean().item()


def finetune(encoder_state, hp, train, val, epochs=25, patience=5, seed=0):
    torch.manual_seed(seed)
    enc = Encoder(train[0].shape[1])
    enc.load_state_dict(encoder_state)
    model = RipenessClassifier(enc, hp["head_width"])
    set_trainable(model.encoder, not hp["freeze_encoder"])
    trainable = [p for p in model.parameters() if p.requires_grad]
    opt = torch.optim.AdamW(trainable, lr=hp["lr"], weight_decay=1e-3)
    sched = torch.optim.lr_scheduler.ExponentialLR(opt, gamma=0.92)
    best, best_state, wait = -1.0, None, 0
    x, y = train
    for _ in range(epochs):
        model.train()
        for idx in torch.randperm(len(y)).split(32):
            ce = F.cross_entropy(model(x[idx]), y[idx], label_smoothing=hp["smoothing"])
            opt.zero_grad()
            ce.backward()
            opt.step()
        sched.step()
        acc = accuracy(model, *val)
        if acc > best:
            best, wait = acc, 0
            best_state = {k: v.clone() for k, v in model.state_dict().items()}
        else:
            wait += 1
            if wait >= patience:
                break
    model.load_state_dict(best_state)
    return model, best, sum(p.numel() for p in trainable)


def main():
    torch.manual_seed(0)
    torch.set_num_threads(1)
    unlabelled, _ = fridge_logs(4000, seed=1)
    x, y = fridge_logs(700, seed=2)
    train, val, test = (x[:250], y[:250]), (x[250:450], y[250:450]), (x[450:], y[450:])
    encoder = pretrain_encoder(unlabelled)
    state = {k: v.clone() for k, v in encoder.state_dict().items()}
    results = []
    for number in range(5):
        trial = Trial(number)
        hp = {"freeze_encoder": trial.suggest_categorical("freeze_encoder", [True, False]),
              "lr": trial.suggest_float("lr", 1e-3, 1e-2, log=True),
              "head_width": trial.suggest_categorical("head_width", [16, 32, 64]),
              "smoothing": trial.suggest_float("smoothing", 0.0, 0.15)}
        _, acc, n_train = finetune(state, hp, train, val, seed=number)
        results.append((acc, hp))
        print(f"trial {number}: val acc {acc:.3f}, {n_train} trainable params  {hp}")
    acc, hp = max(results, key=lambda r: r[0])
    full = (torch.cat([train[0], val[0]]), torch.cat([train[1], val[1]]))
    model, _, _ = finetune(state, hp, full, test, seed=42)
    print(f"best {hp}: test acc {accuracy(model, *test):.3f}")


if __name__ == "__main__":
    main()
