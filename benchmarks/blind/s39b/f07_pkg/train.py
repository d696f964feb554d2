import torch

from .config import Config
from .data import fingerprints
from .engine import fit
from .losses import get_loss
from .model import OdorMLP


def main(cfg: Config = Config()):
    torch.set_num_threads(1)
    torch.manual_seed(cfg.seed)
    gen = torch.Generator().manual_seed(cfg.seed)
    fp, labels = fingerprints(cfg.data, gen)
    cut = int(0.8 * len(fp))
    net = OdorMLP(cfg.data.n_bits, len(cfg.data.descriptors), hidden=cfg.hidden, dropout=cfg.dropout)
    opt = getattr(torch.optim, cfg.optimizer)(net.parameters(), **cfg.optimizer_kwargs)
    fit(net, opt, get_loss(cfg.loss), (fp[:cut], labels[:cut]), (fp[cut:], labels[cut:]),
        epochs=cfg.epochs, batch_size=cfg.batch_size, gen=gen)
    return net


if __name__ == "__main__":
    main()
