import logging

import torch
from torch.utils.data import DataLoader

from config import CFG
from dataset import MelClips
from model import GenreCNN
from trainer import Trainer
from utils import predict_proba, set_seed


def main():
    logging.basicConfig(level=logging.INFO, format="%(asctime)s [%(name)s] %(message)s")
    set_seed(CFG["seed"])
    device = torch.device("cuda" if torch.cuda.is_available() else "cpu")
    n_genres = len(CFG["genres"])
    train_ds = MelClips(CFG["n_train"], CFG["n_mels"], CFG["frames"], n_genres, seed=CFG["seed"])
    val_ds = MelClips(CFG["n_val"], CFG["n_mels"], CFG["frames"], n_genres, seed=CFG["seed"] + 1)
    train_loader = DataLoader(train_ds, batch_size=CFG["batch_size"], shuffle=True)
    val_loader = DataLoader(val_ds, batch_size=CFG["batch_size"])

    model = GenreCNN(n_genres).to(device)
    optimizer = torch.optim.AdamW(model.parameters(), lr=CFG["lr"])
    Trainer(model, optimizer, device, CFG).fit(train_loader, val_loader)

    state = torch.load(CFG["checkpoint"], map_location=device)
    model.load_state_dict(state["model"])
    probs = predict_proba(model, val_ds.x[:4], device)
    for p in probs:
        logging.info("predicted %s (%.2f)", CFG["genres"][p.argmax().item()], p.max().item())


if __name__ == "__main__":
    main()
