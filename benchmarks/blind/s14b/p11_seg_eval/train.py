import torch
import torch.nn as nn

from .config import parse
from .data import shapes_dataset
from .evaluation import evaluate
from .unet import MiniUNet


def main():
    args = parse()
    torch.manual_seed(0)
    train_loader = shapes_dataset(16, args.size, args.num_classes, seed=0)
    val_loader = shapes_dataset(8, args.size, args.num_classes, seed=1)
    model = MiniUNet(num_classes=args.num_classes)
    optimizer = torch.optim.AdamW(model.parameters(), lr=args.lr)
    criterion = nn.CrossEntropyLoss()
    for epoch in range(args.epochs):
        model.train()
        for images, masks in train_loader:
            optimizer.zero_grad()
            loss = criterion(model(images), masks)
            loss.backward()
            optimizer.step()
        miou = evaluate(model, val_loader, args.num_classes)
        print(f"epoch {epoch} loss {loss.item():.4f} val mIoU {miou:.3f}")


if __name__ == "__main__":
    main()
