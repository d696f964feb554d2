"""python -m e13_pkg.train"""
import torch

from .backbone import pretrain_backbone
from .finetuning import BackboneWarmup
from .module import ThreatModule, Trainer
from .xray import SOURCE_CLASSES, THREAT_CLASSES, make_split


def main():
    torch.manual_seed(0)
    torch.set_num_threads(1)
    source = make_split(SOURCE_CLASSES, 768, seed=0)
    backbone = pretrain_backbone(source, len(SOURCE_CLASSES))

    train = make_split(THREAT_CLASSES, 192, seed=1)
    val = make_split(THREAT_CLASSES, 256, seed=2)
    module = ThreatModule(backbone, len(THREAT_CLASSES))
    trainer = Trainer(max_epochs=5, callbacks=[BackboneWarmup(unfreeze_at_epoch=3)])
    trainer.fit(module, train, val)


if __name__ == "__main__":
    main()
