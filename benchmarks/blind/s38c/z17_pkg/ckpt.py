import os

import torch


def save(path, step, model, ema, optimizer, history):
    torch.save({"step": step, "model": model.state_dict(), "ema": ema.state_dict(),
                "optimizer": optimizer.state_dict(), "history": history}, path)


def maybe_resume(path, model, ema, optimizer):
    if not os.path.exists(path):
        return 0, []
    state = torch.load(path, map_location="cpu")
    model.load_state_dict(state["model"])
    ema.load_state_dict(state["ema"])
    optimizer.load_state_dict(state["optimizer"])
    return state["step"], state["history"]
