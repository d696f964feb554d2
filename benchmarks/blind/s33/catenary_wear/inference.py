import torch


@torch.inference_mode()
def predict(model, x, batch_size=256):
    was_training = model.training
    model.eval()
    out = torch.cat([model(chunk) for chunk in x.split(batch_size)])
    model.train(was_training)
    return out
