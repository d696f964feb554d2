import torch

from .engine import Trainer
from .model import ChainWearNet
from .saw import cut_logs


def main(epochs=4, batch=64):
    torch.manual_seed(0)
    torch.set_num_threads(1)
    torch.backends.cudnn.benchmark = True
    gen = torch.Generator().manual_seed(0)
    x, y = cut_logs(2048, gen)
    xv, yv = cut_logs(512, gen)
    net = ChainWearNet()
    opt = torch.optim.SGD(net.parameters(), lr=0.05, momentum=0.9, nesterov=True, foreach=True)
    trainer = Trainer(net, opt)
    print(f"chain sharpness model: valid MAE {trainer.mae(xv, yv):.3f} (untrained)")
    for ep in range(epochs):
        loss, rate = trainer.epoch(x, y, batch, gen)
        print(f"epoch {ep}: loss {loss:.4f}  valid MAE {trainer.mae(xv, yv):.3f}  {rate:.0f} cuts/s")


if __name__ == "__main__":
    main()
