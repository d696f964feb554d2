def fedavg(global_model, updates):
    """Federated averaging: weight each cooperative's state by its number of records."""
    total = sum(n for _, n in updates)
    for name, param in global_model.named_parameters():
        mixed = sum(state[name] * (n / total) for state, n in updates)
        param.copy_(mixed)
    return global_model
