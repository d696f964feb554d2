from collections import defaultdict

import numpy as np
import torch

from .chunks import spec, split, wave, sisdr_db
from .steps import train_chunk


class ChunkTrainer:
    def __init__(self, model, cfg):
        self.model, self.cfg = model, cfg
        self.opt = torch.optim.Adam(model.parameters(), lr=cfg["lr"])

    def fit(self, files):
        size, hop, bs = self.cfg["chunk"], self.cfg["hop"], self.cfg["batch"]
        for epoch in range(self.cfg["epochs"]):
            per_file_sdr = defaultdict(list)
            losses = []
            for name, (noisy, clean) in files.items():
                n_chunks, c_chunks = split(noisy, size, hop), split(clean, size, hop)
                for s in range(0, n_chunks.shape[0], bs):
                    est, loss = train_chunk(self.model, self.opt, spec(n_chunks[s:s + bs]), spec(c_chunks[s:s + bs]))
                    losses.append(loss)
                    chunk_sdr = sisdr_db(wave(est, size), c_chunks[s:s + bs]).mean()
                    per_file_sdr[name].append(chunk_sdr)
            table = {name: torch.stack(v).mean().item() for name, v in per_file_sdr.items()}
            worst = min(table, key=table.get)
            print(f"epoch {epoch}: loss {np.mean(losses):.4f} mean SI-SDR {np.mean(list(table.values())):.2f} dB, "
                  f"worst file {worst} ({table[worst]:.2f} dB)")
        return table
