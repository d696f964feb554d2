"""Run from benchmarks/blind/s20:  python -m lm_tbptt.train"""
import math

import torch
from torch import nn

from .config import DEFAULTS, merge
from .data import batchify, bptt_chunks, token_stream
from .model import RNNLM, detach_state

torch.manual_seed(0)
torch.set_num_threads(1)

EXPERIMENT = {"model": {"cell": "lstm", "hidden": 48}, "optim": {"lr": 5e-3}}


def main():
    cfg = merge(DEFAULTS, EXPERIMENT)
    dcfg, mcfg, ocfg = cfg["data"], cfg["model"], cfg["optim"]
    data = batchify(token_stream(dcfg["vocab"], dcfg["length"]), dcfg["batch_size"])
    model = RNNLM(dcfg["vocab"], **mcfg)
    optimizer = torch.optim.Adam(model.parameters(), lr=ocfg["lr"])
    criterion = nn.CrossEntropyLoss()

    for epoch in range(cfg["train"]["epochs"]):
        state = model.init_state(dcfg["batch_size"])
        for i, (inp, target) in enumerate(bptt_chunks(data, dcfg["bptt"])):
            state = detach_state(state)
            optimizer.zero_grad()
            logits, state = model(inp, state)
            loss = criterion(logits.view(-1, logits.size(-1)), target.reshape(-1))
            loss.backward()
            nn.utils.clip_grad_norm_(model.parameters(), ocfg["clip"])
            optimizer.step()
            if i % cfg["train"]["log_every"] == 0:
                print(f"epoch {epoch} chunk {i:3d} ppl {math.exp(loss.item()):.2f}")


if __name__ == "__main__":
    main()
