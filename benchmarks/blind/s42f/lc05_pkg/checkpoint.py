"""Checkpoints kept in memory (the job uploads the bytes to the model store)."""
import io

import torch


def to_bytes(model):
    buf = io.BytesIO()
    torch.save({"n_tracks": model.n_tracks, "state": model.state_dict()}, buf)
    return buf.getvalue()


def restore(model_cls, blob, **kwargs):
    payload = torch.load(io.BytesIO(blob))
    model = model_cls(payload["n_tracks"], **kwargs)
    model.load_state_dict(payload["state"])
    return model
