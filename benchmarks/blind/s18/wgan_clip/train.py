import torch

from callbacks import LossPrinter, WeightClipper
from loop import WGANLoop
from models import make_critic, make_generator

CONFIG = {
    "latent_dim": 4,
    "data_dim": 2,
    "width": 32,
    "batch_size": 64,
    "iters": 250,
    "n_critic": 5,
    "clip": 0.01,
    "optim": {"name": "RMSprop", "kwargs": {"lr": 5e-4}},
}


def real_data(cfg):
    cov = torch.tensor([[1.0, 0.8], [0.8, 1.0]])
    chol = torch.linalg.cholesky(cov)
    for _ in range(cfg["iters"]):
        yield torch.randn(cfg["batch_size"], cfg["data_dim"]) @ chol.T + torch.tensor([1.0, -1.0])


def main(cfg=CONFIG):
    torch.manual_seed(0)
    torch.set_num_threads(1)
    gen = make_generator(cfg["latent_dim"], cfg["data_dim"], cfg["width"])
    critic = make_critic(cfg["data_dim"], cfg["width"])
    loop = WGANLoop(gen, critic, cfg, callbacks=[WeightClipper(cfg["clip"]), LossPrinter(every=10)])
    loop.run(real_data(cfg))
    with torch.no_grad():
        sample = gen(loop.noise(1000))
    print("sample mean", [round(v, 3) for v in sample.mean(0).tolist()])


if __name__ == "__main__":
    main()
