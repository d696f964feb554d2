import argparse

import torch

from data import sine_dataset
from models import WaveNet
from trainer import WaveNetTrainer


def get_args():
    p = argparse.ArgumentParser("toy wavenet")
    p.add_argument("--quant", type=int, default=64)
    p.add_argument("--layers", type=int, default=5)
    p.add_argument("--stacks", type=int, default=1)
    p.add_argument("--length", type=int, default=160)
    p.add_argument("--n", type=int, default=64)
    p.add_argument("--batch-size", type=int, default=16)
    p.add_argument("--epochs", type=int, default=2)
    p.add_argument("--lr", type=float, default=1e-3)
    p.add_argument("--seed", type=int, default=123)
    return p.parse_args()


if __name__ == "__main__":
    args = get_args()
    torch.manual_seed(args.seed)
    device = torch.device("cuda" if torch.cuda.is_available() else "cpu")
    data = sine_dataset(args.n, args.length, args.quant, seed=args.seed)
    model = WaveNet(quant=args.quant, layers=args.layers, stacks=args.stacks)
    print(f"receptive field {model.receptive_field} samples, "
          f"{sum(p.numel() for p in model.parameters())} trainable parameters")
    WaveNetTrainer(model, args.lr, device).train(data, args.epochs, args.batch_size)
