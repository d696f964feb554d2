import logging
import sys

import torch
from torch.utils.data import DataLoader

from .config import get_config
from .datasets import ToyShapes
from .engine import EarlyStopping, train_epoch, validate
from .models import PointNetCls


def main(argv):
    logging.basicConfig(level=logging.INFO, format="%(levelname)s %(message)s")
    overrides = dict(kv.split("=") for kv in argv)
    cfg = get_config(**{k: type(getattr(get_config(), k))(v) for k, v in overrides.items()})
    torch.manual_seed(cfg.seed)
    device = torch.device("cuda" if torch.cuda.is_available() else "cpu")
    train_loader = DataLoader(ToyShapes(cfg.n_train, cfg.num_points, cfg.seed), batch_size=cfg.batch_size,
                              shuffle=True, drop_last=True)
    val_loader = DataLoader(ToyShapes(cfg.n_val, cfg.num_points, cfg.seed + 1), batch_size=cfg.batch_size)

    model = PointNetCls(cfg.num_classes).to(device)
    optimizer = torch.optim.Adam(model.parameters(), lr=cfg.lr, weight_decay=cfg.weight_decay)
    scheduler = torch.optim.lr_scheduler.StepLR(optimizer, step_size=cfg.step_size, gamma=cfg.gamma)
    stopper = EarlyStopping(cfg.patience)
    for epoch in range(cfg.epochs):
        loss = train_epoch(model, train_loader, optimizer, device)
        acc = validate(model, val_loader, device)
        scheduler.step()
        logging.info("epoch %d loss %.4f val_acc %.3f", epoch, loss, acc)
        stop = stopper(acc)
        if stopper.bad_epochs == 0:
            torch.save({"epoch": epoch, "model": model.state_dict()}, cfg.ckpt)
        if stop:
            logging.info("early stopping at epoch %d", epoch)
            break


if __name__ == "__main__":
    main(sys.argv[1:])
