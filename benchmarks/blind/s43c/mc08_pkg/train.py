import torch

from .engine import CTCEngine
from .model import ToneDecoder
from .tones import make_batch


class Config:
    steps = 120
    batch = 24
    lr = 5e-3
    hidden = 48
    log_every = 20


def main(cfg=Config):
    torch.manual_seed(0)
    torch.set_num_threads(1)
    g_train = torch.Generator().manual_seed(1)
    g_val = torch.Generator().manual_seed(2)
    net = ToneDecoder(hidden=cfg.hidden)
    engine = CTCEngine(net, torch.optim.Adam(net.parameters(), lr=cfg.lr))
    for step in range(cfg.steps):
        loss, ker = engine.train_step(make_batch(cfg.batch, g_train))
        if step % cfg.log_every == 0:
            print(f"step {step:3d}  ctc {loss:.3f}  train key-error {ker:.3f}")
    print(f"validation key-error rate {engine.evaluate(3, g_val):.3f}")


if __name__ == "__main__":
    main()
