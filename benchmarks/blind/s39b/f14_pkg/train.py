import torch

from .config import Config
from .detector import build_detector
from .engine import hotspot_metrics, make_criterion, train_epoch
from .layouts import make_layouts


def main(cfg: Config = Config()):
    torch.set_num_threads(1)
    torch.manual_seed(cfg.seed)
    gen = torch.Generator().manual_seed(cfg.seed)
    clips, labels = make_layouts(cfg.layout, gen)
    cut = int(0.8 * len(clips))
    train, val = (clips[:cut], labels[:cut]), (clips[cut:], labels[cut:])

    net = build_detector(cfg.detector)
    opt = getattr(torch.optim, cfg.optimizer)(net.parameters(), **cfg.optimizer_kwargs)
    criterion = make_criterion(cfg.pos_weight)
    print(f"parameters: {sum(p.numel() for p in net.parameters())}")
    for epoch in range(cfg.epochs):
        loss = train_epoch(net, opt, criterion, train, batch_size=cfg.batch_size, gen=gen)
        m = hotspot_metrics(net, val)
        print(f"epoch {epoch}: loss {loss:.4f}  hotspot recall {m['recall']:.3f}  false alarm {m['false_alarm']:.3f}")
    return net


if __name__ == "__main__":
    main()
