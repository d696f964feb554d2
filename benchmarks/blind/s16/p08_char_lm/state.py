import torch


def init_state(model, batch_size):
    rnn = model.rnn
    return torch.zeros(rnn.num_layers, batch_size, rnn.hidden_size)


def perplexity(mean_nll):
    return float(torch.tensor(mean_nll).exp())
