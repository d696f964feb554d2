"""Container-terminal dwell time: how many days an import box will sit in the yard."""
