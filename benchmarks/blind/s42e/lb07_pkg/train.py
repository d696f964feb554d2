import torch

from .engine import Engine
from .model import ClogDetector
from .sensors import Prefetcher, printer_logs


def main(epochs=4, batch=128):
    torch.manual_seed(0)
    torch.set_num_threads(1)
    torch.backends.cudnn.benchmark = True
    gen = torch.Generator().manual_seed(0)
    train = printer_logs(4096, gen)
    valid = printer_logs(1024, gen)
    det = ClogDetector()
    opt = torch.optim.Adam(det.parameters(), lr=2e-3, foreach=True)
    engine = Engine(det, opt, micro_batches=4)
    acc, rec = engine.evaluate(*valid)
    print(f"nozzle clog detector: valid acc {acc:.3f} recall {rec:.3f} (untrained)")
    for ep in range(epochs):
        loss, rate = engine.train_epoch(Prefetcher(train, batch, gen))
        acc, rec = engine.evaluate(*valid)
        print(f"epoch {ep}: bce {loss:.4f}  valid acc {acc:.3f} recall {rec:.3f}  {rate:.0f} logs/s")


if __name__ == "__main__":
    main()
