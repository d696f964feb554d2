import torch


@torch.inference_mode()
def predict(model, spec, batch_size=64):
    outs = [model(spec[i:i + batch_size]).softmax(-1) for i in range(0, len(spec), batch_size)]
    return torch.cat(outs)
