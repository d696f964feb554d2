import torch

from .config import Config
from .engine import detection_metrics, train_epoch
from .nets import build_net
from .strain import make_split


def main(cfg: Config = Config()):
    torch.set_num_threads(1)
    torch.manual_seed(cfg.seed)
    gen = torch.Generator().manual_seed(cfg.seed)
    train = make_split(cfg.strain.n_train, cfg.strain, gen)
    val = make_split(cfg.strain.n_val, cfg.strain, gen)

    net = build_net(cfg.net)
    opt = getattr(torch.optim, cfg.optim.name)(net.parameters(), **cfg.optim.kwargs)
    for epoch in range(cfg.epochs):
        loss = train_epoch(net, opt, train, batch_size=cfg.batch_size, gen=gen)
        m = detection_metrics(net, val, batch_size=256)
        print(f"epoch {epoch}: bce {loss:.4f}  val acc {m['acc']:.3f}  TPR@5%FAR {m['tpr_at_far']:.3f}")
    return net


if __name__ == "__main__":
    main()
