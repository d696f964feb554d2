import torch

from .acoustics import DESCRIPTORS, log_freq_axis, make_workshop
from .binding import load_generated
from .nets import HyperNet, ResponseNet, n_generated


class Settings:
    seed = 5
    n_train = 256
    n_test = 64
    epochs = 12
    instruments_per_batch = 16
    lr = 5e-3


def batch_loss(hyper, target, desc, resp, u):
    flats = hyper(desc)
    errs = []
    for flat, r in zip(flats, resp):
        load_generated(target, flat)
        errs.append(((target(u) - r) ** 2).mean())
    return torch.stack(errs).mean()


def main(cfg=Settings):
    torch.manual_seed(cfg.seed)
    torch.set_num_threads(1)
    gen = torch.Generator().manual_seed(cfg.seed)
    _, u = log_freq_axis()
    d_train, r_train = make_workshop(cfg.n_train, gen)
    d_test, r_test = make_workshop(cfg.n_test, gen)

    response_net = ResponseNet()
    hyper = HyperNet(len(DESCRIPTORS), n_generated(response_net))
    adam = torch.optim.Adam(hyper.parameters(), lr=cfg.lr)
    print(f"hypernetwork writes {n_generated(response_net)} weights per instrument")

    for ep in range(cfg.epochs):
        order = torch.randperm(cfg.n_train, generator=gen)
        total = 0.0
        for i in range(0, cfg.n_train, cfg.instruments_per_batch):
            idx = order[i:i + cfg.instruments_per_batch]
            mse = batch_loss(hyper, response_net, d_train[idx], r_train[idx], u)
            adam.zero_grad()
            mse.backward()
            adam.step()
            total += mse.item() * len(idx)
        with torch.no_grad():
            test_mse = batch_loss(hyper, response_net, d_test, r_test, u).item()
        print(f"epoch {ep:2d}  train mse {total / cfg.n_train:.4f}  test mse {test_mse:.4f}")


if __name__ == "__main__":
    main()
