import torch
import torch.nn as nn

from .config import get_args
from .features import build_loaders
from .models import KWSNet
from .utils import evaluate, param_count


def train_one_epoch(model, loader, criterion, optimizer):
    model.train()
    running = 0.0
    for mels, labels in loader:
        optimizer.zero_grad(set_to_none=True)
        loss = criterion(model(mels), labels)
        loss.backward()
        optimizer.step()
        running += loss.item() * labels.size(0)
    return running / len(loader.dataset)


def main(argv=None):
    args = get_args(argv)
    torch.manual_seed(args.seed)
    train_loader, val_loader = build_loaders(args)
    model = KWSNet(args.n_mels, args.channels, args.n_keywords)
    print(f"params: {param_count(model)}")
    criterion = nn.CrossEntropyLoss(label_smoothing=0.05)
    optimizer = torch.optim.AdamW(model.parameters(), lr=args.lr, weight_decay=args.weight_decay)
    scheduler = torch.optim.lr_scheduler.CosineAnnealingLR(optimizer, T_max=args.epochs)

    for epoch in range(args.epochs):
        train_loss = train_one_epoch(model, train_loader, criterion, optimizer)
        scheduler.step()
        model.eval()
        metrics = evaluate(model, val_loader)
        print(f"epoch {epoch}: train_loss={train_loss:.3f} "
              f"val_loss={metrics['val_loss']:.3f} val_acc={metrics['val_acc']:.3f}")


if __name__ == "__main__":
    main()
