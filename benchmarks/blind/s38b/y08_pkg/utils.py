import torch


def save_checkpoint(path, model, **extra):
    torch.save({"model": model.state_dict(), **extra}, path)


def load_checkpoint(path, model):
    blob = torch.load(path)
    model.load_state_dict(blob["model"])
    return blob


def sliding_windows(series, width, stride):
    return series.unfold(-1, width, stride).permute(1, 0, 2).contiguous()
