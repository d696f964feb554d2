import torch


class CFG:
    competition = "ventilator-pressure"
    seed = 42
    device = "cuda" if torch.cuda.is_available() else "cpu"
    apex = torch.cuda.is_available()
    n_breaths = 480
    seq_len = 40
    n_folds = 3
    trn_fold = [0, 1, 2]
    epochs = 4
    batch_size = 32
    lr = 3e-3
    weight_decay = 1e-6
    max_grad_norm = 1000.0
    hidden_size = 32
    num_layers = 2
    batch_scheduler = True
    print_freq = 5
    patience = 3
