import torch

from .backbone import TaskHeads, TrackEncoder
from .data import marble_runs
from .objectives import task_losses
from .trainer import Finetuner


def pretrain(gen, steps=150):
    enc, heads = TrackEncoder(), TaskHeads()
    tokens, lap, jump = marble_runs(2000, gen, cardboard=False)
    opt = torch.optim.Adam(list(enc.parameters()) + list(heads.parameters()), lr=5e-3)
    for _ in range(steps):
        idx = torch.randint(0, 2000, (64,), generator=gen)
        opt.zero_grad()
        losses = task_losses(heads(enc(tokens[idx])), lap[idx], jump[idx])
        sum(losses.values()).backward()
        opt.step()
    return enc, heads


def main():
    torch.manual_seed(7)
    torch.set_num_threads(1)
    gen = torch.Generator().manual_seed(7)
    enc, heads = pretrain(gen)
    train_set = marble_runs(300, gen, cardboard=True)
    val_set = marble_runs(500, gen, cardboard=True)
    tuner = Finetuner(enc, heads, train_set)
    tuner.setup()
    print("cardboard track before tuning: lap rmse %.3f, jump acc %.3f" % tuner.validate(*val_set))
    for step in range(150):
        stats = tuner.step(torch.randint(0, 300, (32,), generator=gen))
        if step % 50 == 0:
            print(f"step {step} " + " ".join(f"{k}={v:.4f}" for k, v in stats.items()))
    print("after prompt tuning: lap rmse %.3f, jump acc %.3f" % tuner.validate(*val_set))


if __name__ == "__main__":
    main()
