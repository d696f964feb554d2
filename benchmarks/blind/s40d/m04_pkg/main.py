"""ADDA: gearbox fault diagnosis trained at 0 hp, adapted to 3 hp without labels."""
import argparse

import torch

from .models import get_model, init_target_encoder
from .trainer import ADDATrainer, SourceTrainer
from .utils import gearbox_windows, evaluate


def get_args():
    parser = argparse.ArgumentParser()
    parser.add_argument("--src-load", type=int, default=0)
    parser.add_argument("--tgt-load", type=int, default=3)
    parser.add_argument("--n-per-domain", type=int, default=640)
    parser.add_argument("--feat-dim", type=int, default=64)
    parser.add_argument("--num-classes", type=int, default=4)
    parser.add_argument("--critic-hidden", type=int, default=128)
    parser.add_argument("--batch-size", type=int, default=64)
    parser.add_argument("--src-epochs", type=int, default=8)
    parser.add_argument("--adapt-epochs", type=int, default=5)
    parser.add_argument("--lr-src", type=float, default=2e-3)
    parser.add_argument("--lr-tgt", type=float, default=1e-4)
    parser.add_argument("--lr-critic", type=float, default=1e-4)
    parser.add_argument("--seed", type=int, default=0)
    return parser.parse_args()


def build_optimizers(tgt_encoder, critic, opt):
    optim_tgt = torch.optim.Adam(tgt_encoder.parameters(), lr=opt.lr_tgt, betas=(0.5, 0.999))
    optim_critic = torch.optim.Adam(critic.parameters(), lr=opt.lr_critic, betas=(0.5, 0.999))
    return optim_tgt, optim_critic


def main():
    opt = get_args()
    torch.manual_seed(opt.seed)
    torch.set_num_threads(1)
    xs, ys = gearbox_windows(opt.n_per_domain, opt.src_load, seed=opt.seed)
    xt, _ = gearbox_windows(opt.n_per_domain, opt.tgt_load, seed=opt.seed + 1)
    xt_test, yt_test = gearbox_windows(400, opt.tgt_load, seed=opt.seed + 2)

    src_encoder = get_model("encoder", opt)
    classifier = get_model("classifier", opt)
    SourceTrainer(src_encoder, classifier, opt).fit(xs, ys)
    print(f"source-only accuracy on {opt.tgt_load} hp: "
          f"{evaluate(src_encoder, classifier, xt_test, yt_test):.3f}")

    tgt_encoder = init_target_encoder(src_encoder)
    critic = get_model("critic", opt)
    optim_tgt, optim_critic = build_optimizers(tgt_encoder, critic, opt)
    adda = ADDATrainer(src_encoder, tgt_encoder, critic, optim_tgt, optim_critic, opt)
    adda.fit(xs, xt, classifier, xt_test, yt_test)


if __name__ == "__main__":
    main()
