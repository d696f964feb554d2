import torch


class Config(object):
    n_routes = 1500
    val_frac = 0.2
    hidden = [64, 32]
    dropout = 0.1
    lr = 3e-3
    weight_decay = 1e-5
    batch_size = 50
    epochs = 8
    seed = 21
    cuda = torch.cuda.is_available()


cfg = Config()
