import torch

from . import heads  # noqa: F401  registers the heads
from .config import cfg
from .losses import detection_loss
from .registry import build_head


def fake_batch(dcfg, mcfg):
    feat = torch.randn(dcfg.batch_size, mcfg.in_channels, dcfg.size, dcfg.size)
    shape = (dcfg.batch_size, mcfg.num_anchors * mcfg.num_classes, dcfg.size, dcfg.size)
    cls_tgt = (torch.rand(shape) < 0.02).float()
    box_tgt = torch.randn(dcfg.batch_size, mcfg.num_anchors * 4, dcfg.size, dcfg.size)
    return feat, cls_tgt, box_tgt


def main():
    torch.manual_seed(0)
    head = build_head(cfg.model)
    opt = torch.optim.SGD(head.parameters(), lr=cfg.solver.lr, momentum=cfg.solver.momentum,
                          weight_decay=cfg.solver.weight_decay)
    for it in range(cfg.solver.max_iter):
        feat, cls_tgt, box_tgt = fake_batch(cfg.data, cfg.model)
        cls_out, box_out = head(feat)
        loss = detection_loss(cls_out, box_out, cls_tgt, box_tgt)
        opt.zero_grad()
        loss.backward()
        opt.step()
        print(f"iter {it} loss {loss.item():.4f}")


if __name__ == "__main__":
    main()
