"""Age reading of otolith sections: pretrain on cod, fine-tune on haddock."""
import argparse
import tempfile

import torch

from .models import get_model
from .trainer import Trainer
from .utils import load_checkpoint, make_otoliths, save_checkpoint


def parse_args():
    p = argparse.ArgumentParser(description="otolith age reading")
    p.add_argument("--arch", default="otonet")
    p.add_argument("--epochs", type=int, default=6)
    p.add_argument("--batch-size", type=int, default=64)
    p.add_argument("--lr", type=float, default=0.05)
    p.add_argument("--wd", type=float, default=5e-4)
    p.add_argument("--smoothing", type=float, default=0.05)
    p.add_argument("--backbone-lr-mult", type=float, default=0.1)
    p.add_argument("--src-ages", type=int, default=6, help="age classes of the source stock")
    p.add_argument("--num-ages", type=int, default=8, help="age classes of the target stock")
    p.add_argument("--n-src", type=int, default=768)
    p.add_argument("--n-tgt", type=int, default=320)
    p.add_argument("--seed", type=int, default=0)
    return p.parse_args()


def pretrain(args, ckpt_dir):
    net = get_model(args.arch, num_classes=args.src_ages)
    train = make_otoliths(args.n_src, args.src_ages, seed=args.seed)
    val = make_otoliths(256, args.src_ages, seed=args.seed + 1)
    pre_args = argparse.Namespace(**{**vars(args), "backbone_lr_mult": 1.0})
    Trainer(net, pre_args).fit(train, val, "cod")
    return save_checkpoint({"epoch": args.epochs, "state_dict": net.state_dict()}, ckpt_dir)


def main():
    args = parse_args()
    torch.manual_seed(args.seed)
    torch.set_num_threads(1)
    with tempfile.TemporaryDirectory() as ckpt_dir:
        ckpt = pretrain(args, ckpt_dir)

        net = get_model(args.arch, num_classes=args.src_ages)
        load_checkpoint(ckpt, net)
        trainer = Trainer(net, args)
        if args.num_ages != args.src_ages:
            net.reset_classifier(args.num_ages)
        train = make_otoliths(args.n_tgt, args.num_ages, species_shift=0.3, seed=args.seed + 2)
        val = make_otoliths(256, args.num_ages, species_shift=0.3, seed=args.seed + 3)
        acc = trainer.fit(train, val, "haddock")
    print(f"final haddock age accuracy {acc:.3f}")


if __name__ == "__main__":
    main()
