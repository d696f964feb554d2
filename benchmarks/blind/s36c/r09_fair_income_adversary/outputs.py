def forward_all(predictor, adversary, x, y):
    """One pass over the batch; the two update steps read what they need from here."""
    y_logit = predictor(x)
    return {
        "y_logit": y_logit,
        # the adversary learns from the predictions, not through them
        "s_logit_adv": adversary(y_logit.detach(), y),
        # the predictor is penalised through the adversary
        "s_logit_pred": adversary(y_logit, y),
    }
