import torch

from backbone import build_backbone
from config import FinetuneConfig
from finetuner import HeadFinetuner


def main(cfg=FinetuneConfig()):
    torch.manual_seed(0)
    torch.set_num_threads(1)
    proto = torch.randn(cfg.new_classes, cfg.in_dim) * 1.5

    def batches(epoch):
        g = torch.Generator().manual_seed(epoch)
        for _ in range(40):
            y = torch.randint(0, cfg.new_classes, (cfg.batch_size,), generator=g)
            yield proto[y] + torch.randn(cfg.batch_size, cfg.in_dim, generator=g), y

    tuner = HeadFinetuner(build_backbone(cfg), cfg)
    tuner.fit(batches)
    return tuner


if __name__ == "__main__":
    main()
