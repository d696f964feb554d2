import logging

import torch

from config import cfg
from data import build_loaders
from logger import SummaryWriter
from model import BiLSTMTagger
from trainer import Trainer


def main():
    logging.basicConfig(level=logging.INFO)
    torch.manual_seed(cfg.seed)
    train_loader, val_loader = build_loaders(cfg)
    model = BiLSTMTagger(cfg.vocab_size, cfg.num_tags, cfg.emb_dim, cfg.hidden)
    optimizer = torch.optim.Adam(model.parameters(), lr=cfg.lr)
    writer = SummaryWriter(cfg.logdir)
    Trainer(model, optimizer, writer, cfg).fit(train_loader, val_loader)
    writer.close()
    torch.save(model.state_dict(), "tagger.pt")


if __name__ == "__main__":
    main()
