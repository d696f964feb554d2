import logging
import random

import torch

from config import CONFIG
from data import make_kg
from losses import MarginLoss
from model import TransE
from trainer import Trainer


def main(cfg=CONFIG):
    logging.basicConfig(level=logging.INFO, format="[%(name)s] %(message)s")
    random.seed(cfg["seed"])
    torch.manual_seed(cfg["seed"])
    train, test = make_kg(cfg["num_entities"], cfg["num_relations"], cfg["num_triples"], cfg["seed"])
    model = TransE(cfg["num_entities"], cfg["num_relations"], cfg["dim"], cfg["norm"])
    optimizer = torch.optim.SGD(model.parameters(), lr=cfg["lr"])
    trainer = Trainer(model, MarginLoss(cfg["margin"]), optimizer, cfg)
    trainer.fit(train, test)
    torch.save(model.state_dict(), "transe.pt")


if __name__ == "__main__":
    main()
