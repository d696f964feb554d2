def release_grads(*modules):
    """Drop whatever gradients these modules picked up from another player's backward."""
    for module in modules:
        for param in module.parameters():
            param.grad = None
